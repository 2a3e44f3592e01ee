import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { replicaFlags } from '../../../../src/cli/serve-command.js';
import { loadServeConfig } from '../../../../src/serve/serve-config.js';

const ENV = {
  HOME: '/home/x',
  XDG_STATE_HOME: '/state',
  KUBECONFIG: '/k',
  GITSHIFT_REPO_URL: 'file:///srv/c.git',
};

test('GITSHIFT_SHARDS is a number and turns leader election on', () => {
  const { replicas } = loadServeConfig(undefined, { ...ENV, GITSHIFT_SHARDS: '3' });
  assert.is(replicas.shards, 3);
  assert.is(replicas.leaderElection, true);
});

test('GITSHIFT_LEADER_ELECT and GITSHIFT_IDENTITY set one replica apart', () => {
  const { replicas } = loadServeConfig(undefined, {
    ...ENV,
    GITSHIFT_LEADER_ELECT: 'true',
    GITSHIFT_IDENTITY: 'serve-a',
    GITSHIFT_LEASE_NAMESPACE: 'gs',
  });
  assert.equal(
    [replicas.leaderElection, replicas.shards, replicas.identity, replicas.leaseNamespace],
    [true, 1, 'serve-a', 'gs'],
  );
});

test('a shard count that is no number is refused by the variable that gave it', () => {
  assert.throws(
    () => loadServeConfig(undefined, { ...ENV, GITSHIFT_SHARDS: 'three' }),
    /replicas\.shards \(from GITSHIFT_SHARDS\)/,
  );
});

test('the flags stand for the variables, and only when given', () => {
  assert.equal(replicaFlags({}), {});
  assert.equal(replicaFlags({ 'leader-elect': true, shards: '3', identity: 'a' }), {
    GITSHIFT_LEADER_ELECT: 'true',
    GITSHIFT_SHARDS: '3',
    GITSHIFT_IDENTITY: 'a',
  });
});

test.run();
