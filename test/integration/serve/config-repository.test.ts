import { recordingLogger } from '../../support/log-recorder.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openConfigRepository, type RepositoryChange } from '../../../src/serve/config-repository.js';
import { configMapYaml } from '../../support/manifests.js';
import { SETTINGS } from '../../support/repo.js';
import { eventually } from '../../support/testbed.js';
import { commitFiles, withSandbox } from '../../support/git-sandbox.js';

const files = (value: string): Record<string, string> => ({
  'gitshift.yaml': SETTINGS,
  'projects/shop/config.yaml': configMapYaml({ name: 'greeting', data: { value } }),
});

test('a commit that is fetched but cannot be taken is reported as a load failure, not a fetch error, until a later commit loads', async () => {
  await withSandbox(files('1'), async (sandbox) => {
    const work = mkdtempSync(join(tmpdir(), 'gitshift-config-repository-'));
    const logged: { event: string; fields: Readonly<Record<string, unknown>> }[] = [];
    const repository = await openConfigRepository(
      {
        repository: {
          url: sandbox.url,
          branch: 'main',
          path: '',
          pollIntervalMs: 50,
          credentials: {
            username: undefined,
            tokenFile: undefined,
            sshKeyFile: undefined,
            knownHostsFile: undefined,
          },
        },
      },
      {
        workDir: work,
        templateSeed: undefined,
        log: recordingLogger('debug', (line) => logged.push({ event: line.msg, fields: line })).logger,
      },
    );
    // What takes a commit fails for the first two heads: the shape of a fault of the machine or of gitshift itself.
    const taken: RepositoryChange[] = [];
    let failures = 0;
    try {
      const first = commitFiles(sandbox, files('2'), 'second');
      repository.start((change) => {
        if (change.head === first) {
          failures += 1;
          throw new Error('disk I/O error');
        }
        taken.push(change);
      });
      const failure = await eventually('the load failure reported', () => repository.lastLoadFailure());
      assert.is(failure.commit, first);
      assert.is(failure.code, 'CONFIG_LOAD_FAILED');
      assert.match(
        failure.message,
        `commit ${first.slice(0, 12)} was fetched but could not be loaded: disk I/O error`,
      );
      assert.is(repository.lastError(), undefined, 'the fetch itself worked');
      assert.ok(logged.some((l) => l.event === 'load-failed' && l.fields['code'] === 'CONFIG_LOAD_FAILED'));
      assert.not.ok(
        logged.some((l) => l.event === 'fetch-failed'),
        'never called a fetch failure',
      );

      const later = commitFiles(sandbox, files('3'), 'third');
      await eventually('the later commit taken', () =>
        taken.some((c) => c.head === later) ? true : undefined,
      );
      assert.is(repository.lastLoadFailure(), undefined, 'cleared once a commit loads');
      assert.ok(failures >= 1);
    } finally {
      await repository.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test.run();
