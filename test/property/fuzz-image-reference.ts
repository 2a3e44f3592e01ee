/**
 * Image references' fuzz targets: a valid reference parses to its parts and
 * formats back to a text that parses the same (parse(format(x)) == x); any
 * other text is `undefined`, never a throw; and gitshift accepts exactly
 * what Docker's own grammar (github.com/distribution/reference v0.5.0,
 * regexp.go and normalize.go, with go-digest's checks) accepts, but for the
 * differences `knownDifference` names.
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { parseImageReference, type ImageReference } from '../../src/images/image-name.js';
import { DIGEST } from '../../src/images/reference-grammar.js';
import type { FuzzTarget } from './fuzz-target.js';

// distribution/reference's grammar, written out as its regexp.go builds it.
const ALNUM = '[a-z0-9]+';
const SEPARATOR = '(?:[._]|__|[-]+)';
const PATH_COMPONENT = `${ALNUM}(?:${SEPARATOR}${ALNUM})*`;
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const DOMAIN = `${HOST}(?::[0-9]+)?`;
const NAME = `(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST_PATTERN = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9a-fA-F]{32,}';
const REFERENCE = new RegExp(`^(${NAME})(?::(${TAG}))?(?:@(${DIGEST_PATTERN}))?$`);
const IDENTIFIER = /^[a-f0-9]{64}$/;
/** go-digest: a registered algorithm and its exact length of lower-case hex. */
const GO_DIGEST = /^(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128})$/;

/** What Docker's ParseNormalizedNamed makes of a text: host, path, tag, digest; undefined when it refuses. */
export function dockerReference(text: string): ImageReference | undefined {
  if (IDENTIFIER.test(text)) return undefined;
  const match = REFERENCE.exec(text);
  if (match === null) return undefined;
  const [, name = '', tag, digest] = match;
  if (name.length > 255) return undefined;
  if (digest !== undefined && !GO_DIGEST.test(digest)) return undefined;
  const slash = name.indexOf('/');
  const first = slash === -1 ? '' : name.slice(0, slash);
  const isDomain =
    slash !== -1 && (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first);
  // Docker then parses a host that is no host (`d_ocker.io`) as part of a hostless path, which
  // no pull can use; gitshift refuses it.
  if (isDomain && !new RegExp(`^${DOMAIN}$`).test(first)) return undefined;
  const domain = isDomain ? first : 'docker.io';
  const remainder = isDomain ? name.slice(slash + 1) : name;
  if (remainder.toLowerCase() !== remainder) return undefined;
  const dockerHub = ['docker.io', 'index.docker.io'].includes(domain);
  return {
    registryHost: dockerHub ? 'docker.io' : domain.toLowerCase(),
    repository: dockerHub && !remainder.includes('/') ? `library/${remainder}` : remainder,
    tag,
    digest,
    written: name,
  };
}

/**
 * Where gitshift knowingly parts from Docker: it trims the text; it reads
 * digests by the OCI image spec's wider grammar (any algorithm, any
 * `[a-zA-Z0-9=_-]{32,}` encoding: they only ever become URL path segments);
 * it takes a 64-hex name as a Docker Hub repository; its 255-character limit
 * is on the repository path, Docker's on the whole name; it takes dotted
 * IPv6 hosts; and it knows more Docker Hub aliases.
 */
export function knownDifference(text: string): string | undefined {
  if (text.trim() !== text) return 'trimmed';
  const at = text.indexOf('@');
  if (at !== -1 && DIGEST.test(text.slice(at + 1)) !== GO_DIGEST.test(text.slice(at + 1)))
    return 'digest grammar';
  if (IDENTIFIER.test(text)) return 'identifier';
  if (text.length > 200) return 'length limits';
  if (/\[[^\]]*\./.test(text)) return 'dotted IPv6';
  if (/^(?:registry-1\.docker\.io|registry\.hub\.docker\.com)\//i.test(text)) return 'Docker Hub aliases';
  if (/^index\.docker\.io\//i.test(text) && /^[^/]*[A-Z]/.test(text)) return 'Docker Hub aliases';
  return undefined;
}

/** The text of a parsed reference: what a writer of pull specs prints. */
export function formatImageReference({ written, tag, digest }: ImageReference): string {
  return `${written}${tag === undefined ? '' : `:${tag}`}${digest === undefined ? '' : `@${digest}`}`;
}

const hex = (length: number) => fc.stringMatching(new RegExp(`^[a-f0-9]{${length}}$`));
const pathComponent = fc.stringMatching(/^[a-z0-9]{1,4}(?:(?:[._]|__|-{1,2})[a-z0-9]{1,4}){0,2}$/);
const host = fc.oneof(
  fc.constantFrom(
    'localhost',
    'quay.io',
    'Quay.IO',
    'docker.io',
    'index.docker.io',
    '127.0.0.1',
    '[::1]',
    'REGISTRY',
  ),
  fc.stringMatching(
    /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,5}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,5}[a-zA-Z0-9])?){1,3}$/,
  ),
);
const validReference = fc
  .record({
    host: fc.option(fc.tuple(host, fc.option(fc.integer({ min: 1, max: 65535 })))),
    path: fc.array(pathComponent, { minLength: 1, maxLength: 4 }),
    tag: fc.option(fc.stringMatching(/^[\w][\w.-]{0,20}$/), { nil: undefined }),
    digest: fc.option(
      fc.oneof(
        hex(64).map((h) => `sha256:${h}`),
        hex(128).map((h) => `sha512:${h}`),
      ),
      { nil: undefined },
    ),
  })
  // Without a host, a first component that looks like one (a dot, or localhost) would be read as one.
  .filter(
    ({ host: h, path }) =>
      h !== null || path.length === 1 || !(/\./.test(path[0] ?? '') || path[0] === 'localhost'),
  )
  .map(({ host: h, path, tag, digest }) => {
    const domain = h === null ? undefined : `${h[0]}${h[1] === null ? '' : `:${h[1]}`}`;
    return { domain, path: path.join('/'), tag, digest };
  });

/** Texts made of the pieces references are made of, so that near misses are common. */
const nearReference = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      'a',
      'b',
      'Z',
      '0',
      '9',
      '.',
      '_',
      '__',
      '-',
      '/',
      ':',
      '@',
      '[',
      ']',
      'localhost',
      'sha256:',
      'é',
      ' ',
      '\t',
      '%2F',
      '..',
    ),
    maxLength: 12,
  }),
  fc
    .tuple(
      validReference,
      fc.nat(),
      fc.constantFrom('', '/', ':', '@', '.', '-', '_', 'A', ' ', '..', '//', 'sha256:'),
    )
    .map(([{ domain, path, tag, digest }, at, insert]) => {
      const text = formatImageReference({
        registryHost: '',
        repository: '',
        written: domain === undefined ? path : `${domain}/${path}`,
        tag,
        digest,
      });
      const i = at % (text.length + 1);
      return text.slice(0, i) + insert + text.slice(i);
    }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

function roundTrip({
  domain,
  path,
  tag,
  digest,
}: {
  domain: string | undefined;
  path: string;
  tag: string | undefined;
  digest: string | undefined;
}): void {
  const written = domain === undefined ? path : `${domain}/${path}`;
  const text = formatImageReference({ registryHost: '', repository: '', written, tag, digest });
  const parsed = parseImageReference(text);
  if (parsed === undefined) throw new Error(`${text} is a valid reference, and was refused`);
  const docker = dockerReference(text);
  if (!isDeepStrictEqual(parsed, docker))
    throw new Error(`${text}: gitshift read ${JSON.stringify(parsed)}, Docker ${JSON.stringify(docker)}`);
  const again = parseImageReference(formatImageReference(parsed));
  if (!isDeepStrictEqual(again, parsed)) throw new Error(`${text} formats back as ${JSON.stringify(again)}`);
}

function sameAsDocker(text: string): void {
  const parsed = parseImageReference(text);
  if (parsed !== undefined && !isDeepStrictEqual(parseImageReference(formatImageReference(parsed)), parsed))
    throw new Error(`${JSON.stringify(text)} does not format back to itself`);
  if (knownDifference(text) !== undefined) return;
  const docker = dockerReference(text);
  if (!isDeepStrictEqual(parsed, docker))
    throw new Error(
      `${JSON.stringify(text)}: gitshift read ${JSON.stringify(parsed)}, Docker ${JSON.stringify(docker)}`,
    );
}

export const imageReferenceTargets: readonly FuzzTarget[] = [
  {
    name: 'image references: a valid reference parses as Docker reads it and formats back to itself',
    testRuns: 2_000,
    property: () => fc.property(validReference, roundTrip),
  },
  {
    name: 'image references: any text is read as Docker reads it, or refused, never a throw',
    testRuns: 4_000,
    property: () => fc.property(nearReference, sameAsDocker),
  },
];
