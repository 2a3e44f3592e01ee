/* eslint-disable */
// DO NOT EDIT: generated from schemas/route.schema.json by `npm run generate`.

import type { IntOrString, LocalObjectReference, ObjectMeta } from './common.js';


/**
 * An OpenShift Route: rendered as a networking.k8s.io/v1 Ingress (or kept as a Route with routes.mode openshift).
 */
export interface Route {
  apiVersion: 'route.openshift.io/v1' | 'v1';
  kind: 'Route';
  metadata: ObjectMeta;
  spec: RouteSpec;
  status?: {
    [k: string]: unknown;
  };
}
export interface RouteSpec {
  /**
   * Public host name; empty means <route>-<project>.<routerSuffix>.
   */
  host?: string;
  /**
   * Host is <subdomain>.<routerSuffix> when host is empty.
   */
  subdomain?: string;
  /**
   * Path prefix the route serves.
   */
  path?: string;
  to: RouteTargetReference;
  alternateBackends?: RouteTargetReference[];
  port?: RoutePort;
  tls?: TLSConfig;
  wildcardPolicy?: 'None' | 'Subdomain';
  httpHeaders?: {
    [k: string]: unknown;
  };
}
export interface RouteTargetReference {
  /**
   * Left out, OpenShift takes Service.
   */
  kind?: 'Service';
  name: string;
  weight?: number | null;
}
export interface RoutePort {
  targetPort: IntOrString;
}
export interface TLSConfig {
  /**
   * edge ends TLS at the router, passthrough at the pod, reencrypt at both. OpenShift takes Edge, Passthrough and Reencrypt for the same (and no other spelling). Left out or empty, it is edge unless destinationCACertificate is given, as OpenShift defaults it.
   */
  termination: 'edge' | 'passthrough' | 'reencrypt' | 'Edge' | 'Passthrough' | 'Reencrypt';
  /**
   * PEM certificate served for the host.
   */
  certificate?: string;
  /**
   * PEM private key of the certificate.
   */
  key?: string;
  /**
   * PEM chain appended to the certificate.
   */
  caCertificate?: string;
  /**
   * PEM CA that signs the pod's certificate (reencrypt).
   */
  destinationCACertificate?: string;
  insecureEdgeTerminationPolicy?: 'None' | 'Allow' | 'Redirect' | '';
  externalCertificate?: LocalObjectReference;
}
