import type { Readable } from 'node:stream';

/** A call the gateway forwards to the service that owns it, and the answer it gets back. */
export interface UpstreamRequest {
  /** The owning service's base URL, as the routing table resolved it. */
  baseUrl: string;
  /** Path and query, forwarded unchanged. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | string | undefined;
}

export interface UpstreamResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** Streamed from a remote service; whole from one in this process. */
  body: Readable | Buffer;
  /** Answered by a service app in this process, which wrote its own access line for the call. */
  inProcess?: true;
}
