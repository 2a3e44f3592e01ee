import type { ProblemCode } from '../../../src/errors/index.js';
import { BAD_WEBHOOK_CASES } from '../../integration/webhooks/bad-input-cases.js';
import { BAD_INPUT_CASES } from '../corpus/bad-input-cases.js';
import type { HostileCategory } from './hostile-category.js';

export interface CensusCase {
  readonly name: string;
  readonly category: HostileCategory;
  /** The text of the case in its file, when not its name (a test named from a template). Default: the name. */
  readonly quote?: string;
}

/** One corpus: a test file and its hostile cases, each one distinct input with its own assertion. */
export interface Corpus {
  /** Relative to the repository root. */
  readonly file: string;
  readonly cases: readonly CensusCase[];
  /**
   * True when each case name is written in `file` as it stands (test names,
   * rows of an inline table): the census checks that it still is, so a case
   * removed from its file cannot go on being counted.
   */
  readonly namedInFile: boolean;
}

const BY_CODE: Partial<Record<ProblemCode, HostileCategory>> = {
  YAML_ALIAS_LIMIT: 'yaml-bombs-and-nesting',
  YAML_TOO_DEEP: 'yaml-bombs-and-nesting',
  NUMBER_OUT_OF_RANGE: 'huge-numbers',
  FILE_NOT_UTF8: 'invalid-utf8',
  FILE_TOO_LARGE: 'huge-files',
  TEMPLATE_OUTPUT_TOO_LARGE: 'runaway-templates',
  TEMPLATE_GENERATE_INVALID: 'runaway-templates',
};

/** Answers about the body (its shape, size, time or type) against those decided by the URL and headers. */
const BODY_STATUSES = new Set([400, 408, 413, 415, 422]);

/** Cases by name, or `[name, quote]` where the file writes the case in other words. */
const named = (
  file: string,
  category: HostileCategory,
  names: readonly (string | readonly [string, string])[],
): Corpus => ({
  file,
  namedInFile: true,
  cases: names.map((name) =>
    typeof name === 'string' ? { name, category } : { name: name[0], quote: name[1], category },
  ),
});

const HOSTILE_DIR = 'test/integration/hostile';
/** One case per link, per source: each is asserted by its path in the problems found. */
const linksOut = (source: string): [string, string][] => [
  [
    `${source}: projects/shop/passwd.yaml → /etc/passwd`,
    "'projects/shop/passwd.yaml': { link: '/etc/passwd' }",
  ],
  [`${source}: projects/shop/up.yaml → ../../../etc/passwd`, "{ link: '../../../etc/passwd' }"],
  [
    `${source}: projects/shop/sneaky.yaml → sub/../../../../etc/passwd`,
    "{ link: 'sub/../../../../etc/passwd' }",
  ],
  [`${source}: projects/evil → /etc`, "'projects/evil': { link: '/etc' }"],
  [`${source}: gitshift.yaml → ../../etc/passwd`, "{ 'gitshift.yaml': { link: '../../etc/passwd' }"],
];

/** Every hostile-input corpus of the repository, tables first, then test files by their test names. */
export const HOSTILE_CORPORA: readonly Corpus[] = [
  {
    file: 'test/unit/corpus/bad-input-cases.ts',
    namedInFile: false,
    cases: BAD_INPUT_CASES.map((c) => ({
      name: c.name,
      category: c.hostile ?? BY_CODE[c.expect.code] ?? 'malformed-config',
    })),
  },
  {
    file: 'test/integration/webhooks/bad-input-cases.ts',
    namedInFile: false,
    cases: BAD_WEBHOOK_CASES.map((c) => ({
      name: c.name,
      category: BODY_STATUSES.has(c.status) ? 'webhook-bodies' : 'webhook-requests',
    })),
  },
  named('test/integration/images/hostile-registry.test.ts', 'lying-registries', [
    'a manifest redirected to another host is fetched there without the Authorization header',
    'a login asked for by a host the registry redirected to is not given',
    'a plain-HTTP realm on another host, with credentials',
    'a plain-HTTP realm on another host, anonymously (a metadata service, say)',
    'a realm on another port of the registry host, with credentials',
    'a realm with a login in its URL',
    'a realm that is a file',
    'a realm that is not a URL',
    'resolveTag gives the digest the manifest hashes to, not the one a HEAD answer claims',
    'a manifest asked for by digest must hash to that digest',
    "an HTTPS registry's redirect to plain HTTP is not followed",
    'a Docker Hub hint commits the digest the manifest hashes to, not the HEAD answer',
    'a scheduled import commits the digest the manifest hashes to; a HEAD answer can only say nothing moved',
  ]),
  named('test/unit/images/registry-redirects.test.ts', 'lying-registries', [
    'HTTPS down to plain HTTP',
    'HTTPS to another scheme',
    'one redirect too many',
    'redirect: a Location that is no URL throws, as a registry that cannot be reached does',
  ]),
  named('test/integration/git/read-git-snapshot-hostile.test.ts', 'huge-files', [
    'a snapshot reads only the files the loader uses: a 64 MiB blob outside projects/ and one over the cap inside are listed with their sizes, never read',
    'a gitshift.yaml over the cap is reported, not read',
  ]),
  named('test/integration/git/read-git-snapshot-hostile.test.ts', 'symlinks-out', [
    'symlinks and submodules are listed as skipped, never followed, and the loader warns where it would have looked (a link out of the repository is an error)',
  ]),
  named('test/integration/builds/archive-unpack.test.ts', 'build-archives', [
    'refused: an entry climbing out with ../',
    'refused: an absolute path (/etc/x)',
    'refused: a symbolic link to /etc/passwd, then a file written through it',
    'refused: a relative symbolic link leading out, and one that leads out only through another link',
    'refused: a file written through an inner symbolic link, and links in a loop',
    'refused: a hard link to a file outside',
    'refused: device nodes and FIFOs (made with mknod as root)',
    'refused: content past the size cap (a sparse file), and GNU sparse entries',
    'refused: a gzip bomb (a small archive followed by a flood of zeros)',
    'refused: more entries than the cap',
    'refused: bytes that are no tar, and a truncated tar.gz',
  ]),
  named('test/unit/cli/hostile-template.test.ts', 'runaway-templates', [
    'a string too large to exist (400 KiB × 1,500)',
    '200 MB from a 150 KB file (10 KiB × 20,000)',
  ]),
  named('test/unit/templates/output-limits.test.ts', 'runaway-templates', [
    'a reference repeated past the longest string JavaScript can hold is a problem, not a RangeError',
    'a 10 KB parameter referenced 20,000 times is refused with its size, before the string is built',
    'labels too large for one object are reported at labels',
    'references in keys are counted before the keys are built',
    'references in label keys are counted before the labels are built',
  ]),
  named(`${HOSTILE_DIR}/config-repository.test.ts`, 'symlinks-out', [
    ...linksOut('directory'),
    ...linksOut('git'),
  ]),
  named(`${HOSTILE_DIR}/config-repository.test.ts`, 'folder-escape', [
    'git: a tree holding a .. folder (git mktree allows it, no checkout writes it) is reported, never a project, and nothing beside the repository is read',
  ]),
  named(`${HOSTILE_DIR}/config-repository.test.ts`, 'huge-files', [
    'directory: a 1 GB manifest (sparse) is refused by its size before a byte is read',
    'directory: a 1 GB gitshift.yaml (sparse) is refused by its size and blocks every project',
  ]),
  named(`${HOSTILE_DIR}/config-repository.test.ts`, 'many-files', [
    [
      'directory: 100,000 tiny broken files in one project',
      'tiny broken files in one project: one YAML_SYNTAX each at its line, the project blocked',
    ],
  ]),
  named(`${HOSTILE_DIR}/image-hosts.test.ts`, 'dockerhub-callback', [
    'Docker Hub: a push whose callback_url names a listener is accepted and resolved, and the listener is never called',
    'Docker Hub: a callback_url on the registry host itself, for a tag no stream follows, is not called either',
  ]),
  named(`${HOSTILE_DIR}/image-hosts.test.ts`, 'ssrf', [
    'SSRF: a registry notification naming a host no stream follows makes no request to it',
    'SSRF: a Docker Hub repo_name that names a host is refused (422) and nothing is asked of that host',
    'SSRF: a push for a followed repository is resolved at the stream’s host only, never at a host the push names',
    "['a loopback host', false]",
    "['a loopback host marked importPolicy.insecure', true]",
    'SSRF: with onlyConfiguredHosts, resolving a tag on an unconfigured host is REGISTRY_HOST_REFUSED before any request; a configured one is asked',
  ]),
  named(`${HOSTILE_DIR}/lying-registry.test.ts`, 'lying-registries', [
    'a manifest declared 5 MiB is refused before its body is read',
    'a manifest streamed without end and without Content-Length is cut at 4 MiB, long before the deadline',
    'a redirect to itself without end is refused after 3 hops',
    'redirects bouncing between the registry and another host are refused after 3 hops',
    'a manifest whose body never comes is REGISTRY_UNREACHABLE at the deadline',
    'a Docker-Content-Digest on the GET answer that the bytes do not hash to is refused, and nothing is committed',
    'a 200 answer that is an HTML page, not a manifest, is refused rather than hashed into a commit',
    'a token realm on a plain-HTTP metadata address is refused before any request goes there',
  ]),
  named(`${HOSTILE_DIR}/build-archives.test.ts`, 'build-archives', [
    'a pax path header that climbs out (../../x) over a harmless name',
    'a GNU long name (././@LongLink) that climbs out',
    'a name that climbs out after going in (a/../../x)',
    'a name that is only ..',
    'a hard link to /etc/passwd',
    'a symbolic link to / and a file written through it',
    'a symbolic link climbing to the top (../../../..)',
    'a character device (/dev/null’s numbers) written without mknod',
    'a block device',
    'a FIFO',
    'a volume label',
    'a global pax header naming an absolute path (it names no entry)',
    'a name with a NUL in the middle (ustar names end at the NUL)',
  ]),
  named('test/unit/model/template-limits.test.ts', 'runaway-templates', [
    'the per-project limit adds up every Template of the project, across files',
    'the default limits refuse the 150 KB template that expands to 200 MB, and no object of it is produced',
  ]),
];
