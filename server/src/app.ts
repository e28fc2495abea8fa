import sensible from '@fastify/sensible'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { isPhoneFieldValue, PHONE_FORMAT } from '@labsite/shared'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { AppConfig } from './config'
import { lazyChildLoggerFactory } from './lazy-child-logger'
import outboxPlugin from './mail/outbox'
import allowedMethodsPlugin from './plugins/allowed-methods'
import auditPlugin from './plugins/audit'
import authPlugin from './plugins/auth'
import backupsPlugin from './plugins/backups'
import bookingLinksPlugin from './plugins/booking-links'
import bootstrapAdminPlugin from './plugins/bootstrap-admin'
import changeBusPlugin from './plugins/change-bus'
import compressionPlugin from './plugins/compression'
import configPlugin from './plugins/config'
import dataDirPlugin from './plugins/data-dir'
import dbPlugin from './plugins/db'
import errorsPlugin, { errorBody } from './plugins/errors'
import fastReadsPlugin, { answerFromMemoryFirst, type MemoryFirst } from './plugins/fast-reads'
import fileStorePlugin from './plugins/file-store'
import httpCachePlugin from './plugins/http-cache'
import idempotencyPlugin from './plugins/idempotency'
import knownDevicesPlugin from './plugins/known-devices'
import mailPlugin from './plugins/mail'
import metricsPlugin from './plugins/metrics'
import multipartPlugin from './plugins/multipart'
import openapiPlugin from './plugins/openapi'
import paymentProviderPlugin from './plugins/payment-provider'
import pdfLimitPlugin from './plugins/pdf-limit'
import phoneFieldsPlugin from './plugins/phone-fields'
import phoneMessagesPlugin from './plugins/phone-messages'
import rateLimitPlugin from './plugins/rate-limit'
import repositoriesPlugin from './plugins/repositories'
import revisionsPlugin from './plugins/revisions'
import scheduledPublishingPlugin from './plugins/scheduled-publishing'
import schedulerPlugin from './plugins/scheduler'
import securityPlugin from './plugins/security'
import seedPlugin from './plugins/seed'
import uploadsPlugin from './plugins/uploads'
import validationPlugin from './plugins/validation'
import webPlugin from './plugins/web'
import writeRulePlugin from './plugins/write-rule'
import { RequestLogController } from './request-log-controller'
import apiRoutes from './routes'
import metricsRoutes from './routes/metrics'
import simulatorPage from './routes/online-payments/simulator-page'
import seoRoutes from './routes/seo'

export interface BuildOptions {
  logger?: FastifyServerOptions['logger']
}

/**
 * Builds the whole application as a tree of plugins. `server.ts` listens on it; tests `inject` into it.
 * Order matters: config → database → cross-cutting plugins → API routes → the web app and its fallback.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  // Kept public reads are answered by the server's own request listener, before Fastify (plugins/fast-reads).
  const { memoryFirst, serverFactory } = answerFromMemoryFirst()
  const requestLog = new RequestLogController()
  const app = Fastify({
    serverFactory,
    logger: options.logger ?? false,
    logController: requestLog,
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // No request holds a connection for ever: idle sockets and overlong requests are closed.
    connectionTimeout: config.requestIdleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    // Node checks these limits every connectionsCheckingInterval (30 s by default): each second instead,
    // so a trickled request is closed when its time is up, not up to 30 s later.
    http: { headersTimeout: config.requestHeadersTimeoutMs, connectionsCheckingInterval: 1_000 },
    // server.ts creates and migrates the database before building the app, unbounded (startup.ts); what
    // is left here (opening it, an app built by a test or a CLI that migrates) can still take well over
    // Fastify's default 10 s on a small, busy machine: a slow start is not a failed one.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot decode (`%C0`) is refused in the one error shape, before any route runs.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send(errorBody(400, `The address is not valid: ${error.message}`))
    },
    // Response schemas name the phone format too (records echo their fields): the serializer knows it.
    serializerOpts: { ajv: { formats: { [PHONE_FORMAT]: isPhoneFieldValue } } },
    ajv: {
      customOptions: {
        // Unknown body fields (e.g. `role` on register) are dropped, never applied.
        removeAdditional: 'all',
        coerceTypes: 'array',
        // multipleOf 0.01 (two decimals of a price) judged to 1e-9, so binary fractions like 0.07 pass.
        multipleOfPrecision: 9,
        useDefaults: true,
        // Every missing field is named in one answer, not only the first.
        allErrors: true,
        // Phone fields accept any form normalizePhone reads (plugins/phone-fields.ts stores E.164).
        formats: { [PHONE_FORMAT]: isPhoneFieldValue },
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Before any route is declared: a route with a token in its path never writes that token to the log.
  app.addHook('onRoute', requestLog.learnRoute)
  try {
    await registerPlugins(app, config, memoryFirst)
  } catch (error) {
    // A plugin refused to start (bad database, a published password…): what already opened, such as
    // the embedded database, is closed before the error reaches the caller.
    await app.close().catch(() => {})
    throw error
  }
  return app
}

async function registerPlugins(app: FastifyInstance, config: AppConfig, memoryFirst: MemoryFirst) {
  await app.register(configPlugin, { config })
  // First onRequest hook of all: a kept public answer is written before any other plugin's work.
  await app.register(metricsPlugin)
  await app.register(allowedMethodsPlugin)
  await app.register(fastReadsPlugin, { memoryFirst })
  await app.register(dataDirPlugin)
  await app.register(sensible)
  await app.register(errorsPlugin)
  await app.register(validationPlugin)
  await app.register(phoneFieldsPlugin)
  await app.register(securityPlugin)
  await app.register(rateLimitPlugin)
  await app.register(dbPlugin)
  await app.register(repositoriesPlugin)
  await app.register(changeBusPlugin)
  await app.register(httpCachePlugin)
  await app.register(compressionPlugin)
  await app.register(schedulerPlugin)
  await app.register(backupsPlugin)
  await app.register(mailPlugin)
  await app.register(phoneMessagesPlugin)
  await app.register(outboxPlugin)
  await app.register(authPlugin)
  await app.register(knownDevicesPlugin)
  await app.register(bookingLinksPlugin)
  await app.register(paymentProviderPlugin)
  await app.register(auditPlugin)
  await app.register(revisionsPlugin)
  await app.register(writeRulePlugin)
  await app.register(scheduledPublishingPlugin)
  await app.register(idempotencyPlugin)
  await app.register(pdfLimitPlugin)
  await app.register(multipartPlugin)
  await app.register(fileStorePlugin)
  await app.register(uploadsPlugin)
  await app.register(seedPlugin)
  await app.register(bootstrapAdminPlugin)
  await app.register(openapiPlugin)
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(metricsRoutes)
  await app.register(simulatorPage)
  await app.register(seoRoutes)
  await app.register(webPlugin)
}

export type App = Awaited<ReturnType<typeof buildApp>>
