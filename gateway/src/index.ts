export { createGatewayApp, gatewayRootModule, GATEWAY_SERVICE, type GatewayOptions } from './app';
export type { InProcessService, InProcessServices } from './proxy/in-process-upstream';
export { gatewayConfigSchema, loadGatewayConfig, type GatewayConfig } from './config';
export { DEFAULT_ALLOWED_HOSTS } from './edge/allowed-hosts';
export { GatewayModule } from './gateway.module';
export { GROUP_OWNERS, RoutingTable } from './routing/routing-table';
export { ANONYMOUS_CALLS, isAnonymousCall } from './routing/anonymous-calls';
export { startGatewayInFront } from './gateway-in-front';
