import type { z } from 'zod';
import { Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, NoInput, Public } from '@chalktalk/platform';
import {
  addPaymentMethodSchema,
  addPersonalUnlimitedSchema,
  advanceTestClockSchema,
  createProgramSubscriptionSchema,
  deletePaymentMethodSchema,
  entityIdSchema,
  getInvoicesSchema,
  loadSuccessfulInvoiceSchema,
  previewBillingUpdateSchema,
  resumeSubscriptionSchema,
  triggerInvoiceSchema,
  updateBillingInfoSchema,
  updateProgramTeamsSchema,
  validateDiscountCodeSchema,
} from './billing.dto';
import { BillingService } from './billing.service';
import { InvoiceTrigger } from './invoice-trigger';
import { ProgramTeamsService } from './program-teams.service';
import { TestClockService } from './test-clock.service';

/** The billing calls of document 3 section 7. */
@Controller('api/billing')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly invoices: InvoiceTrigger,
    private readonly testClocks: TestClockService,
  ) {}

  /** Test mode only (BILLING_TEST_CLOCKS): Stripe's test clocks for localstripe, which has none (README). */
  @Post('advanceTestClock')
  @HttpCode(200)
  advanceTestClock(
    @CurrentUser() user: AuthUser,
    @Input(advanceTestClockSchema) input: z.infer<typeof advanceTestClockSchema>,
  ) {
    return this.testClocks.advance(user, input);
  }

  @Get('getAdminBilling')
  @NoInput()
  getAdminBilling(@CurrentUser() user: AuthUser) {
    return this.billing.getAdminBilling(user);
  }

  @Get('previewBillingUpdate')
  previewBillingUpdate(
    @CurrentUser() user: AuthUser,
    @Input(previewBillingUpdateSchema) input: z.infer<typeof previewBillingUpdateSchema>,
  ) {
    return this.billing.previewBillingUpdate(user, input);
  }

  @Post('updateBillingInfo')
  @HttpCode(200)
  updateBillingInfo(
    @CurrentUser() user: AuthUser,
    @Input(updateBillingInfoSchema) input: z.infer<typeof updateBillingInfoSchema>,
  ) {
    return this.billing.updateBillingInfo(user, input);
  }

  @Post('disableSubscription')
  @HttpCode(200)
  disableSubscription(
    @CurrentUser() user: AuthUser,
    @Input(entityIdSchema) input: z.infer<typeof entityIdSchema>,
  ) {
    return this.billing.setRenewal(user, input.entityId, false);
  }

  @Post('resumeSubscription')
  @HttpCode(200)
  resumeSubscription(
    @CurrentUser() user: AuthUser,
    @Input(resumeSubscriptionSchema) input: z.infer<typeof resumeSubscriptionSchema>,
  ) {
    return this.billing.setRenewal(user, input.entityId, true);
  }

  @Post('retryPayment')
  @HttpCode(200)
  retryPayment(@CurrentUser() user: AuthUser, @Input(entityIdSchema) input: z.infer<typeof entityIdSchema>) {
    return this.billing.retryPayment(user, input.entityId);
  }

  @Get('getInvoices')
  getInvoices(
    @CurrentUser() user: AuthUser,
    @Input(getInvoicesSchema) input: z.infer<typeof getInvoicesSchema>,
  ) {
    return this.billing.getInvoices(user, input.entityInvoices);
  }

  @Get('loadSuccessfulInvoice')
  loadSuccessfulInvoice(
    @CurrentUser() user: AuthUser,
    @Input(loadSuccessfulInvoiceSchema) input: z.infer<typeof loadSuccessfulInvoiceSchema>,
  ) {
    return this.billing.loadSuccessfulInvoice(user, input.linkId);
  }

  @Post('addPersonalUnlimited')
  @HttpCode(200)
  addPersonalUnlimited(
    @CurrentUser() user: AuthUser,
    @Input(addPersonalUnlimitedSchema) input: z.infer<typeof addPersonalUnlimitedSchema>,
  ) {
    return this.billing.addPersonalUnlimited(user, input.settings);
  }

  @Post('addPaymentMethod')
  @HttpCode(200)
  addPaymentMethod(
    @CurrentUser() user: AuthUser,
    @Input(addPaymentMethodSchema) input: z.infer<typeof addPaymentMethodSchema>,
  ) {
    return this.billing.addPaymentMethod(user, input);
  }

  @Post('deletePaymentMethod')
  @HttpCode(200)
  deletePaymentMethod(
    @CurrentUser() user: AuthUser,
    @Input(deletePaymentMethodSchema) input: z.infer<typeof deletePaymentMethodSchema>,
  ) {
    return this.billing.deletePaymentMethod(user, input);
  }

  @Post('triggerInvoice')
  @HttpCode(200)
  triggerInvoice(
    @CurrentUser() user: AuthUser,
    @Input(triggerInvoiceSchema) input: z.infer<typeof triggerInvoiceSchema>,
  ) {
    return this.invoices.trigger(user, input.programId);
  }

  /** Anonymous (the /{code} route runs before sign-in); an unknown code is B005, which the web app shows nowhere. */
  @Public()
  @Get('validateDiscountCode')
  validateDiscountCode(@Input(validateDiscountCodeSchema) input: z.infer<typeof validateDiscountCodeSchema>) {
    return this.billing.validateDiscountCode(input.code);
  }
}

/** teams/createProgramSubscription: routed to billing by the gateway (CALL_OWNERS). */
@Controller('api/teams')
export class ProgramSubscriptionController {
  constructor(
    private readonly billing: BillingService,
    private readonly programTeams: ProgramTeamsService,
  ) {}

  @Post('createProgramSubscription')
  @HttpCode(200)
  createProgramSubscription(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @Input(createProgramSubscriptionSchema) input: z.infer<typeof createProgramSubscriptionSchema>,
  ) {
    return this.billing.createProgramSubscription(user, authorization, input.teamSettings);
  }

  /** The gateway routes teams/updateProgramTeams here: a program's teams are part of what its subscription sells. */
  @Post('updateProgramTeams')
  @HttpCode(200)
  updateProgramTeams(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @Input(updateProgramTeamsSchema) input: z.infer<typeof updateProgramTeamsSchema>,
  ) {
    return this.programTeams.updateProgramTeams(user, authorization, input);
  }
}
