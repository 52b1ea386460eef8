import { runMain } from '@shop/shared';
import { ordersService } from './index';

void runMain(ordersService);
