import { runService } from '@chalktalk/platform';
import { billingRootModule } from './app';
import { loadBillingConfig } from './config';
import { BILLING_SERVICE } from './billing-service.module';

const config = loadBillingConfig();
runService({ name: BILLING_SERVICE, module: billingRootModule(config), config }).catch(() => process.exit(1));
