import { auditionSheetTemplateRoute } from '../auditions/auditions.routes';
import { calendarFeedFileRoute, calendarFeedLinkRoute } from '../calendar/calendar.routes';
import { ApiErrorBodySchema } from '../common/api-error';
import { confirmUnsubscribeRoute, unsubscribeRoute } from '../email/subscriptions.routes';
import { memberHeadshotRoute } from '../members/members.routes';
import { ReleaseRefusedBodySchema } from '../remotes/remotes';
import {
  createReleaseTokenRoute,
  registerReleaseRoute,
  releaseIntegrityRoute,
  releaseTokensRoute,
  remoteRegistryRoute,
  revokeReleaseTokenRoute,
  stagedRemoteRegistryRoute,
  stageReleaseRoute,
  stopRolloutRoute,
} from '../remotes/remotes.routes';
import { remoteReportsRoute } from '../remotes/remote-reports.routes';
import { API_ROUTES, type AnyApiRoute } from '../routes/api-routes';

/** A path as /api/docs spells it: `{param}` for `:param`. */
type OpenApiPath<TPath extends string> = TPath extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}{${Name}}/${OpenApiPath<Rest>}`
  : TPath extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : TPath;
type OpenApiKey<TRoute extends AnyApiRoute> = `${TRoute['method']} ${OpenApiPath<TRoute['path']>}`;

const openApiKey = <TRoute extends AnyApiRoute>(route: TRoute) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}` as OpenApiKey<TRoute>;

/**
 * The calls without a row: files, pages and empty answers have no JSON to check, the shell checks the registry's
 * entries one by one, and the release pipeline's calls and the feed link (404 until a member has a feed) are checked
 * against the running API in their own specs.
 */
const WITHOUT_CONTRACT_ROW = [
  auditionSheetTemplateRoute,
  memberHeadshotRoute,
  calendarFeedFileRoute,
  calendarFeedLinkRoute,
  confirmUnsubscribeRoute,
  unsubscribeRoute,
  remoteRegistryRoute,
  stagedRemoteRegistryRoute,
  remoteReportsRoute,
  releaseIntegrityRoute,
  registerReleaseRoute,
  stageReleaseRoute,
  stopRolloutRoute,
  releaseTokensRoute,
  createReleaseTokenRoute,
  revokeReleaseTokenRoute,
] as const;
type ContractRoute = Exclude<AnyApiRoute, (typeof WITHOUT_CONTRACT_ROW)[number]>;

type UnionToIntersection<TUnion> = (TUnion extends unknown ? (part: TUnion) => void : never) extends (whole: infer TWhole) => void ? TWhole : never;
type ContractRows<TRoute extends AnyApiRoute> = UnionToIntersection<
  TRoute extends AnyApiRoute ? Record<OpenApiKey<TRoute>, TRoute['response']> : never
>;

/**
 * The success answer of each call, keyed 'METHOD /path' as /api/docs spells it, read from the route objects. The API
 * lists these in its OpenAPI document; the apps parse each answer with the same schema (apiFetch in the SDK).
 */
export const RESPONSE_CONTRACTS = Object.fromEntries(
  API_ROUTES.filter((route) => !(WITHOUT_CONTRACT_ROW as readonly AnyApiRoute[]).includes(route)).map((route) => [openApiKey(route), route.response]),
) as ContractRows<ContractRoute>;

export type ResponseContractKey = keyof typeof RESPONSE_CONTRACTS;

/** Every error answers ApiErrorBody; a release the contract check refused answers its reasons too. */
export const ERROR_CONTRACTS = {
  default: ApiErrorBodySchema,
  [openApiKey(registerReleaseRoute)]: ReleaseRefusedBodySchema,
} as { default: typeof ApiErrorBodySchema } & Record<OpenApiKey<typeof registerReleaseRoute>, typeof ReleaseRefusedBodySchema>;
