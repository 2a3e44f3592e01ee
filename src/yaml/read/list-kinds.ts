/**
 * Whether a kind is a list of objects, as `oc` reads one: `List` or any
 * `<Kind>List` (`ImageStreamList`, `TemplateList`, what `oc get -o yaml`
 * exports), of any apiVersion.
 */
export function isListKind(kind: unknown): boolean {
  return typeof kind === 'string' && /^(?:[A-Z][A-Za-z0-9]*)?List$/.test(kind);
}
