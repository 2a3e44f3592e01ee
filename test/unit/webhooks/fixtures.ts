import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')) as unknown;
}

/** @octokit/webhooks-examples: real GitHub payloads, a JSON file behind a CommonJS `main`. */
export function gitHubExamples(name: string): any[] {
  const all = createRequire(import.meta.url)('@octokit/webhooks-examples') as {
    name: string;
    examples: any[];
  }[];
  const definition = all.find((d) => d.name === name);
  if (definition === undefined) throw new Error(`no ${name} examples`);
  return definition.examples;
}
