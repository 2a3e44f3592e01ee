/** A plain Kubernetes object as gitshift renders it, ready for server-side apply. */
export interface KubeObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: KubeMetadata;
  readonly [field: string]: unknown;
}

export interface KubeMetadata {
  readonly name: string;
  readonly namespace?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly [field: string]: unknown;
}
