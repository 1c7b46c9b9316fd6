import { Router, type RequestHandler } from 'express';
import { buyNowRequestSchema, idParamsSchema, ledgerQuerySchema, liveStreamHeadersSchema, myBidsQuerySchema, placeBidHeadersSchema, placeBidRequestSchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { wantsHeartbeatEvent } from '../../http/event-stream.js';
import { setRateLimitHeaders } from '../../http/rate-limit.js';
import { signedInClaims, signedInUser } from '../../http/request-user.js';
import { photoUpload } from '../photos/index.js';
import { bidLimiting } from './bid-rate-limit.js';
import { createBiddingService, type BiddingService } from './bidding-service.js';
import { streamLiveBids } from './live-stream.js';
import { createBuyNowService } from './buy-now-service.js';

/** PUT /bid-product/:id alone: the hottest route, mounted before the others so no other path is tried first. */
function createPlacementRouter(context: AppContext, service: BiddingService, bidRateLimit: RequestHandler[]): Router {
  const router = Router();
  // Multipart is parsed only for signed-in bidders; a photo sent along is dropped with the rest. The
  // bid's own snapshot read answers an unknown product (404) and a deleted account (401): no
  // separate existence or users query.
  router.put(
    '/bid-product/:id',
    context.guards.requireToken,
    ...bidRateLimit,
    photoUpload,
    async (request, response) => {
      const reply = await service.placeBid({
        session: signedInClaims(request),
        productId: parse(idParamsSchema, request.params).id,
        request: parse(placeBidRequestSchema, request.body),
        idempotencyKey: parse(placeBidHeadersSchema, { 'Idempotency-Key': request.get('Idempotency-Key') })['Idempotency-Key'],
        onLimitCounted: (usage) => setRateLimitHeaders(response, usage),
      });
      if (reply.replayed) response.set('Idempotent-Replayed', 'true');
      response.status(reply.statusCode).json(reply.body);
    },
  );
  return router;
}

export interface BiddingRouters {
  placement: Router;
  others: Router;
}

export function createBiddingRouters(context: AppContext): BiddingRouters {
  const { bidLimit, middleware: bidRateLimit } = bidLimiting(context.config.rateLimits, context.database, context.rateLimitStores);
  const service = createBiddingService({ db: context.db, liveBus: context.liveBus, extensionSeconds: context.config.bidExtensionSeconds, ...(bidLimit && { bidLimit }) });
  const router = Router();

  const buyNow = createBuyNowService({ db: context.db, liveBus: context.liveBus });

  const requireExistingProduct: RequestHandler = async (request, _response, next) => {
    await service.requireProduct(parse(idParamsSchema, request.params).id);
    next();
  };

  router.get('/my-bids', context.guards.requireSignIn, async (request, response) => {
    const { page } = parse(myBidsQuerySchema, request.query);
    response.json(await service.myBids(signedInUser(request).id, page));
  });

  router.post('/:id/buy-now', context.guards.requireSignIn, requireExistingProduct, async (request, response) => {
    const purchase = parse(buyNowRequestSchema, request.body);
    response.json(await buyNow.buyNow(signedInUser(request), parse(idParamsSchema, request.params).id, purchase));
  });

  router.get('/:id/bids', async (request, response) => {
    const { after } = parse(ledgerQuerySchema, request.query);
    response.json(await service.ledger(parse(idParamsSchema, request.params).id, after));
  });

  router.get('/removed/:id', async (request, response) => {
    response.json(await service.removedAuction(parse(idParamsSchema, request.params).id));
  });

  router.get('/:id/live', async (request, response) => {
    const lastEventId = parse(liveStreamHeadersSchema, {
      'Last-Event-ID': request.get('Last-Event-ID') ?? request.query.lastEventId,
    })['Last-Event-ID'];
    const { id: productId } = parse(idParamsSchema, request.params);
    const heartbeatEvent = wantsHeartbeatEvent(request);
    // Watchers are anonymous (EventSource sends no token), so they are counted by address.
    context.streamLimits.admit(response, `address:${request.ip}`);
    await streamLiveBids(response, {
      productId,
      lastEventId,
      service,
      liveBus: context.liveBus,
      logger: context.logger,
      openStreams: context.openStreams,
      heartbeatEvent,
    });
  });

  return { placement: createPlacementRouter(context, service, bidRateLimit), others: router };
}
