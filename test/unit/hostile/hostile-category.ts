/**
 * The kinds of hostile input issue 17 names, each counted by census.test.ts.
 * The descriptions are what the census prints.
 */
export const HOSTILE_CATEGORIES = {
  'yaml-bombs-and-nesting': 'YAML alias bombs and deeply nested documents',
  'huge-numbers': 'numbers JSON or the API server cannot carry',
  'invalid-utf8': 'bytes that are not UTF-8',
  'many-files': '100,000 tiny files in a config repository',
  'huge-files': 'files over the size cap, up to 1 GB (sparse)',
  'symlinks-out': 'symlinks and other non-files in the config repository',
  'folder-escape': 'project folders and namespaces that try to escape',
  'runaway-templates': 'template expressions and parameters that would generate for ever',
  'webhook-bodies': 'webhook bodies of every shape (400, 408, 413, 415, 422)',
  'webhook-requests': 'webhook requests: secrets, signatures, paths, methods, replays, rate limits',
  'build-archives': 'binary-build archives that climb out, link out or hold devices',
  'lying-registries': 'registry answers that lie: digests, sizes, redirects, token realms',
  'dockerhub-callback': "Docker Hub's callback_url, never called",
  ssrf: 'image references naming hosts no stream or configuration names',
  'malformed-config': 'other malformed config repository input (schema, names, references)',
} as const;

export type HostileCategory = keyof typeof HOSTILE_CATEGORIES;
