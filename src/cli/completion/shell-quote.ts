/** Single-quoted for bash, zsh and fish alike: a quote inside is closed, escaped and reopened. */
export function singleQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
