/** JSON text of a value of type T, written elsewhere (the database) and sent as it is. */
export type JsonText<T> = string & { readonly jsonOf?: T };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers with JSON text as it is: Fastify sends a string typed as JSON without serializing it
 * again. The text stands for the route's typed answer, hence the one cast here.
 */
export function sendJsonText<T, R>(
  reply: { type(contentType: string): { send(payload: T): R } },
  text: JsonText<T>,
): R {
  return reply.type(JSON_TYPE).send(text as unknown as T);
}
