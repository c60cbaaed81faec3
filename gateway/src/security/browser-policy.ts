import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the shell and the API, and CORS only for our front-end origins (the remotes run on
 * their own origins and call the API with credentials). The shell loads remote code from those origins, so
 * the content security policy names them.
 */
export async function registerBrowserPolicy(app: FastifyInstance, frontendOrigins: string[]): Promise<void> {
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...frontendOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...frontendOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...frontendOrigins],
        fontSrc: ["'self'", 'data:', ...frontendOrigins],
        connectSrc: ["'self'", ...frontendOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(cors, {
    origin: frontendOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
