/** One GraphQL error as the service sends it (message, code, HTTP status in extensions). */
export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; http?: { status?: number } };
}

/** A refused request: the API's messages, and which form field each one names. */
export class ApiError extends Error {
  constructor(
    readonly errors: GraphQLErrorBody[],
    readonly status?: number,
  ) {
    super(errors.map((e) => e.message).join('; ') || 'request failed');
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
  /**
   * Messages by field. The service names the field first ("name must be 1 to 200 characters",
   * "landings: … is listed twice"), and GraphQL coercion errors say `at "input.name"`; the longest
   * known field name that the message starts with wins. The rest are the form's own errors.
   */
  byField(fields: readonly string[]): { fields: Record<string, string>; form: string[] } {
    const result: Record<string, string> = {};
    const form: string[] = [];
    const sorted = [...fields].sort((a, b) => b.length - a.length);
    for (const { message } of this.errors) {
      const at = /at "(?:input\.)?([a-z0-9_]+)/.exec(message)?.[1];
      const field =
        (at && fields.includes(at) ? at : undefined) ??
        sorted.find((name) => message === name || new RegExp(`^(?:input\\.)?${name}(?:\\b|\\[|:|\\.)`).test(message)) ??
        // "invalid flow filters: filter 2 (country): …" names its field later in the sentence.
        sorted.find((name) => new RegExp(`\\b${name}\\b`).test(message));
      if (field && !result[field]) result[field] = message;
      else form.push(message);
    }
    return { fields: result, form };
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
