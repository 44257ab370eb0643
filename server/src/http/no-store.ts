import type { RequestHandler } from 'express';

/** Answers carrying tokens or an artist's own data are kept by no browser or shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
