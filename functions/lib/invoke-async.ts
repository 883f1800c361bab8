/** Asks Lambda to run `functionName` with `payload`, without waiting for it (InvocationType 'Event'). */
export async function invokeAsync(functionName: string, region: string, payload: unknown): Promise<void> {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  await new LambdaClient({ region }).send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
  );
}
