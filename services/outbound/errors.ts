/** Why an outbound request did not produce a response. The message is stored in delivery logs. */
export type OutboundFailure =
  | 'invalid_url' // not an absolute http(s) URL, or one with credentials
  | 'blocked_address' // the host is, or resolves only to, an address we never contact
  | 'dns' // the host name does not resolve
  | 'timeout' // the attempt (all hops and the body) took longer than allowed
  | 'too_many_redirects'
  | 'network'; // connection refused or reset, TLS failure, malformed response

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}
