import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SCHEDULE_CONFIG, type ScheduleConfig } from '../config';
import { RsvpService } from './rsvp.service';

/** Looks for reminders whose time came every REMINDER_POLL_MS and asks notifications to mail them. */
@Injectable()
export class ReminderPoller implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReminderPoller.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    @Inject(SCHEDULE_CONFIG) private readonly config: ScheduleConfig,
    private readonly rsvp: RsvpService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.REMINDER_POLL_MS === 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.REMINDER_POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const sent = await this.rsvp.sendDueReminders();
      if (sent > 0) this.logger.log(`Sent ${sent} due reminder(s)`);
    } catch (error) {
      this.logger.warn(`Due reminders failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
