export { createGateway, listen, type Gateway, type GatewayOptions } from './app';
export { gatewayEnv, type GatewayEnv } from './config';
