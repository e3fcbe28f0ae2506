// Composition root: external plugins, then authentication, then the API modules, then the static client
// and one error handler. buildApp() never opens the database or starts workers; main.ts does.
import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '../shared/messages.js';
import type { Config } from './config.js';
import { frameworkErrors, refuseNulCharacters, registerErrorHandler } from './error-handler.js';
import { notFound } from './errors.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { toolsRoutes } from './modules/tools/tools.routes.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import type { Services } from './services.js';

export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'trustProxy' | 'corsOrigins'>;
  services: Services;
  /** directory of the built client (dist/client); served when it exists */
  clientDir?: string;
  /** extra API plugins (capture, transfer …), registered under /api after authentication */
  apiPlugins?: Array<(app: FastifyInstance) => Promise<void>>;
  /** plugins registered at the root, outside /api (e.g. GET /files/:key) */
  rootPlugins?: Array<(app: FastifyInstance) => Promise<void>>;
}

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // Tokens and passwords never reach the logs.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        remove: true,
      },
    },
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        // helmet's default would allow fonts from any https origin; the app never loads a third party.
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        // Self-hosted installs are often plain http on a LAN address: never rewrite requests to https.
        upgradeInsecureRequests: null,
      },
    },
    // HSTS is the TLS-terminating proxy's decision, not ours.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  if (deps.config.corsOrigins.length > 0) {
    const cors = (await import('@fastify/cors')).default;
    await app.register(cors, { origin: deps.config.corsOrigins });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      error: 'Too Many Requests',
      message: messages.rateLimited,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Toolspace API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authenticatePlugin, { auth: deps.services.auth });
  registerErrorHandler(app);
  refuseNulCharacters(app);

  await app.register(
    async (api) => {
      api.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
      await api.register(authRoutes, { auth: deps.services.auth });
      await api.register(toolsRoutes, { services: deps.services });
      await api.register(categoriesRoutes, { services: deps.services });
      for (const plugin of deps.apiPlugins ?? []) await api.register(plugin);
    },
    { prefix: '/api' },
  );
  for (const plugin of deps.rootPlugins ?? []) await app.register(plugin);

  const clientDir = deps.clientDir;
  const hasClient = clientDir !== undefined && fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/files/');
    if (hasClient && isPage) return reply.type('text/html').sendFile('index.html');
    throw notFound(`Route ${request.method} ${pathname} not found`);
  });
  return app;
}
