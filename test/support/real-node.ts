import type { V1PodSpec, V1Toleration } from '@kubernetes/client-node';
import { readState } from '../../testbed/src/control-plane.js';
import { testbedPaths } from '../../testbed/src/paths.js';

/** What a test needs to run real pods on the testbed's kubelet node. */
export interface RealNode {
  /** The Node's name (`gitshift-node`). */
  readonly name: string;
  /** Selects the real node; the kwok nodes do not carry this label. */
  readonly nodeSelector: Readonly<Record<string, string>>;
  /** Tolerates the real node's NoSchedule taint, which keeps other tests' pods on kwok nodes. */
  readonly tolerations: readonly V1Toleration[];
  /** `127.0.0.1:<port>`: the shared plain-HTTP registry the node pulls pod images from. */
  readonly registry: string;
  readonly images: {
    /** Debian's busybox-static: /bin/sh, wget, tar, httpd, … */
    readonly busybox: string;
    /**
     * The host's buildah with its libraries, /etc/containers and busybox:
     * `buildah --storage-driver vfs bud --isolation chroot` works in an
     * unprivileged pod; push to loopback registries needs `hostNetwork: true`.
     */
    readonly buildah: string;
  };
}

/**
 * The running testbed's real node. Never skipped: when the testbed is down or
 * was started without the real node, this throws and says how to start it.
 */
export function requireRealNode(): RealNode {
  const paths = testbedPaths(process.env);
  const state = readState(paths);
  if (state === undefined)
    throw new Error(
      `the testbed is not running (no ${paths.state}/state.json): run 'npm run testbed:up -- --real-node'. Real-node tests are never skipped.`,
    );
  const node = state.realNode;
  if (node === undefined)
    throw new Error(
      "the testbed runs without its real node: run 'npm run testbed:down' then 'npm run testbed:up -- --real-node' (or GITSHIFT_TESTBED_REAL_NODE=1). Real-node tests are never skipped.",
    );
  return {
    name: node.name,
    nodeSelector: { ...node.nodeSelector },
    tolerations: [{ key: node.taint.key, operator: 'Exists', effect: node.taint.effect }],
    registry: node.registry,
    images: { busybox: node.images.busybox, buildah: node.images.buildah },
  };
}

/** `spec` placed on the real node: its nodeSelector and toleration added to what `spec` has. */
export function onRealNode(node: RealNode, spec: V1PodSpec): V1PodSpec {
  return {
    ...spec,
    nodeSelector: { ...spec.nodeSelector, ...node.nodeSelector },
    tolerations: [...(spec.tolerations ?? []), ...node.tolerations],
  };
}
