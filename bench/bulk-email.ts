/**
 * Bulk download emails (issue 6) and newsletters (issue 15): how fast the job sends with the SES
 * rate limit lifted, how close a rate-limited job comes to N / rate, and a campaign to 5,000
 * confirmed readers. Runs the real worker in this process against the emulators (DynamoDB Local,
 * s3rver, the SES emulator, and SES's events fed to their handler) of a stack of its own.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { SendBulkEmailCommand } from '@aws-sdk/client-sesv2';
import { EBOOK_FILENAME } from '../functions/contract/constants';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../functions/contract/mailing-list';
import { startBulkEmailJob } from '../functions/core/bulk-email/jobs';
import { createNewsletter } from '../functions/core/newsletters/newsletters';
import { sendNewsletter } from '../functions/core/newsletters/send';
import { confirmNewOrPending } from '../functions/entities/subscriber';
import { runBulkEmailJob } from '../functions/core/bulk-email/worker';
import { deps, overrideDeps } from '../functions/lib/deps';
import { localSettings } from '../infra/local/settings';
import { startLocalStack } from '../infra/local/stack';
import { ratio, seconds, type Section } from './lib';

const PORT = 3740;
const UNLIMITED_RECIPIENTS = 2000;
const LIMITED = { recipients: 500, rate: 50 };
const NEWSLETTER_READERS = 5000;
const command = 'npm run bench (bench/bulk-email.ts)';

const addresses = (n: number) => {
  const domain = `bench-${randomUUID().slice(0, 8)}.test`;
  return Array.from({ length: n }, (_, i) => `reader${i}@${domain}`);
};

/** A job from the start call to its last recorded recipient, the worker run in this process. */
async function timeJob(recipients: number, rate: number): Promise<{ ms: number; sent: number }> {
  const restore = overrideDeps({ sesMaxSendRate: rate, startBulkEmailJob: async () => undefined });
  try {
    const started = performance.now();
    const { jobId } = await startBulkEmailJob(deps(), {
      kind: 'download',
      subscribers: addresses(recipients),
      filename: EBOOK_FILENAME,
    });
    if ((await runBulkEmailJob(deps(), jobId)) !== 'done') throw new Error(`bench job ${jobId} did not finish`);
    const ms = performance.now() - started;
    const { getJob } = await import('../functions/entities/bulk-email-job');
    return { ms, sent: (await getJob(deps(), jobId))?.sent ?? 0 };
  } finally {
    restore();
  }
}

/** Confirmed readers of the Dream Team, written as a confirming sign-up writes them, 50 at a time. */
async function seedReaders(n: number): Promise<void> {
  const readers = addresses(n);
  const now = new Date().toISOString();
  for (let i = 0; i < readers.length; i += 50) {
    await Promise.all(
      readers
        .slice(i, i + 50)
        .map((email) =>
          confirmNewOrPending(
            deps(),
            email,
            { email, groups: [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM], source: 'signup_page' },
            now,
          ),
        ),
    );
  }
}

/** A newsletter to the Dream Team from "Send now" to its last recorded recipient, the worker run in this process. */
async function timeNewsletter(): Promise<{ ms: number; sent: number }> {
  const restore = overrideDeps({ sesMaxSendRate: Infinity, startBulkEmailJob: async () => undefined });
  try {
    const campaign = await createNewsletter(deps(), {
      subject: 'Bench',
      previewText: '',
      content: '# News\n\nThe **third** book is done. [Read more](https://example.test/more)',
      audience: GROUP_DREAM_TEAM,
    });
    const started = performance.now();
    const { jobId } = await sendNewsletter(deps(), campaign.id);
    if ((await runBulkEmailJob(deps(), jobId)) !== 'done') throw new Error(`bench campaign ${jobId} did not finish`);
    const ms = performance.now() - started;
    const { getJob } = await import('../functions/entities/bulk-email-job');
    return { ms, sent: (await getJob(deps(), jobId))?.sent ?? 0 };
  } finally {
    restore();
  }
}

/** The baseline: the same number of emails through SendBulkEmail alone, 50 a call, no bookkeeping. */
async function timeBareSes(recipients: number): Promise<number> {
  const { ses, mailFrom } = deps();
  const to = addresses(recipients);
  const started = performance.now();
  for (let i = 0; i < to.length; i += 50) {
    await ses.send(
      new SendBulkEmailCommand({
        FromEmailAddress: mailFrom,
        DefaultContent: {
          Template: {
            TemplateContent: { Subject: 'Bench', Text: 'Link: {{url}}', Html: '<p>{{url}}</p>' },
            TemplateData: '{}',
          },
        },
        BulkEmailEntries: to.slice(i, i + 50).map((email) => ({
          Destination: { ToAddresses: [email] },
          ReplacementEmailContent: {
            ReplacementTemplate: { ReplacementTemplateData: JSON.stringify({ url: 'https://example.test/x' }) },
          },
        })),
      }),
    );
  }
  return performance.now() - started;
}

export async function bulkEmail(): Promise<Section> {
  const settings = localSettings({ PORT: String(PORT), DATA_DIR: '.data/bench-bulk-email' });
  rmSync(settings.dataDir, { recursive: true, force: true });
  process.env.LOG_LEVEL ??= 'silent';
  const stack = await startLocalStack(settings, { serve: false });
  try {
    await timeJob(100, Infinity); // warm-up: DynamoDB Local's JIT, the SDK's connections
    const bareMs = await timeBareSes(UNLIMITED_RECIPIENTS);
    const unlimited = await timeJob(UNLIMITED_RECIPIENTS, Infinity);
    const limited = await timeJob(LIMITED.recipients, LIMITED.rate);
    await seedReaders(NEWSLETTER_READERS);
    const newsletterBareMs = await timeBareSes(NEWSLETTER_READERS);
    const campaign = await timeNewsletter();
    const idealMs = (LIMITED.recipients / LIMITED.rate) * 1000;
    const perSecond = (n: number, ms: number) => `${((n / ms) * 1000).toFixed(0)} recipients/s`;
    return {
      title: 'Bulk download emails (issue 6) and newsletters (issue 15)',
      figures: [
        {
          name: `bulk job, rate limit lifted: ${UNLIMITED_RECIPIENTS} recipients (${unlimited.sent} sent), start to done`,
          value: `${perSecond(UNLIMITED_RECIPIENTS, unlimited.ms)} (${seconds(unlimited.ms)})`,
          baseline: `SendBulkEmail alone, 50 a call: ${perSecond(UNLIMITED_RECIPIENTS, bareMs)}`,
          ratio: ratio(unlimited.ms, bareMs),
          command,
        },
        {
          name: `bulk job at ${LIMITED.rate}/s: ${LIMITED.recipients} recipients (${limited.sent} sent), actual time / ideal N / rate`,
          value: seconds(limited.ms),
          baseline: `N / rate = ${seconds(idealMs)}`,
          ratio: ratio(limited.ms, idealMs),
          command,
        },
        {
          name: `newsletter to ${NEWSLETTER_READERS} confirmed readers, rate limit lifted (${campaign.sent} sent), Send now to done`,
          value: `${perSecond(NEWSLETTER_READERS, campaign.ms)} (${seconds(campaign.ms)})`,
          baseline: `SendBulkEmail alone, 50 a call: ${perSecond(NEWSLETTER_READERS, newsletterBareMs)}`,
          ratio: ratio(campaign.ms, newsletterBareMs),
          command,
        },
      ],
      notes: [
        'Per recipient the job writes a download link, and for an address without one an unsubscribe token (two items); per 50 it claims and records a chunk. DynamoDB Local on disk dominates the unlimited figure.',
        "A newsletter reads its audience from the confirmed index, makes each reader an unsubscribe token on first use, and records every email in its reader's history (one write each); meanwhile the local SES event feed counts each delivery (a read and a transaction per email), as the SES events function does beside the worker in the cloud.",
        `At a limited rate each SendBulkEmail call reserves batch / rate seconds and the first goes at once, so a job of N takes about (N - batch) / rate plus the last call: a ratio just under 1× means the pacing holds the rate without waste.`,
      ],
    };
  } finally {
    await stack.stop();
  }
}
