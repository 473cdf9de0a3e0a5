import type { FastifyPluginAsync } from 'fastify';
import { getPlan } from './get-plan';
import { listPlans } from './list-plans';

export const plansModule: FastifyPluginAsync = async (app) => {
  await app.register(listPlans);
  await app.register(getPlan);
};
