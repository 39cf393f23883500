/**
 * `npm run converter` runs this: the converter service with the environment's settings
 * (CONVERTER_SECRET, CONVERTER_PORT, CONVERTER_HOST, CONVERTER_DATA_DIR, CONVERTER_CONCURRENCY),
 * stopped cleanly on SIGINT / SIGTERM.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { MIN_SECRET_LENGTH, startConverterService } from './converter-service';

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const envSchema = z.object({
  CONVERTER_SECRET: z.string({ error: 'is required' }).min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`),
  CONVERTER_PORT: optionalText
    .transform((v) => v ?? '4100')
    .pipe(z.string().regex(/^\d{1,5}$/, 'must be a port number').transform(Number).pipe(z.number().max(65535, 'must be a port number'))),
  // Loopback unless told otherwise, as the embedded server.
  CONVERTER_HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  CONVERTER_DATA_DIR: optionalText.transform((v) => v ?? './.data/converter'),
  CONVERTER_CONCURRENCY: optionalText.pipe(z.string().regex(/^[1-8]$/, 'must be a number from 1 to 8').transform(Number).optional()),
});

async function main(): Promise<void> {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(`Invalid converter configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    process.exit(1);
  }
  const env = parsed.data;
  const service = await startConverterService({
    port: env.CONVERTER_PORT,
    host: env.CONVERTER_HOST,
    secret: env.CONVERTER_SECRET,
    dataDir: env.CONVERTER_DATA_DIR,
    // As the embedded server: one at a time on a small machine.
    concurrency: env.CONVERTER_CONCURRENCY ?? (availableParallelism() >= 4 ? 2 : 1),
  });
  console.log(`The document converter is listening at ${service.url} (data in ${env.CONVERTER_DATA_DIR})`);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping...`);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
