/**
 * Sends JSON text rendered earlier (and checked against the contract then): Fastify sends a string
 * with a JSON content type as it is, without running the route's response serializer again.
 */
import type { FastifyReply } from 'fastify';

export const sendJson = (reply: FastifyReply, json: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);
