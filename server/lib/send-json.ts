/**
 * Sends JSON rendered earlier (and checked against the contract then): Fastify sends a string or
 * bytes with a JSON content type as they are, without running the route's response serializer again.
 */
import type { FastifyReply } from 'fastify';

export const sendJson = (reply: FastifyReply, json: string | Buffer): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);
