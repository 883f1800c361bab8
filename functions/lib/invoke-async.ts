/** Asks Lambda to run `functionName` with `payload`, without waiting for it (InvocationType 'Event'). */
export async function invokeAsync(functionName: string, region: string, payload: unknown): Promise<void> {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  await new LambdaClient({ region }).send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
}

/**
 * Runs `functionName` with `payload` and waits for its reply (InvocationType 'RequestResponse'), at
 * most `waitMs` when given; a function error, or no reply in time, is thrown. `endpoint`: the local
 * stack's Lambda stand-in (unset in the cloud).
 */
export async function invokeForReply<T>(
  functionName: string,
  region: string,
  payload: unknown,
  { waitMs, endpoint }: { waitMs?: number; endpoint?: string } = {},
): Promise<T> {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  const reply = await new LambdaClient({ region, ...(endpoint ? { endpoint } : {}) }).send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'RequestResponse',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
    waitMs === undefined ? {} : { abortSignal: AbortSignal.timeout(waitMs) },
  );
  const text = new TextDecoder().decode(reply.Payload);
  if (reply.FunctionError) throw new Error(`${functionName} failed: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}
