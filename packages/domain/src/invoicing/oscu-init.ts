import { z } from 'zod';
import { OSCU_RESULT } from './result-codes.ts';

/** What selectInitOsdcInfo gives a device: the key later calls carry, and the control unit's ids. */
export interface OscuDeviceInfo {
  cmcKey: string;
  sdcId: string;
  mrcNo: string;
  deviceId: string | null;
}

const InitAnswer = z.object({
  resultCd: z.literal(OSCU_RESULT.success),
  data: z.object({
    info: z.object({
      cmcKey: z.string().min(1),
      sdcId: z.string().min(1),
      mrcNo: z.string().min(1),
      dvcId: z.string().nullish(),
    }),
  }),
});

/** The device information in an initialisation's answer; throws a TypeError when it is not one. */
export function fromOscuInitInfo(response: unknown): OscuDeviceInfo {
  const parsed = InitAnswer.safeParse(response);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TypeError(
      `Not an eTIMS initialisation: ${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unreadable'}`,
    );
  }
  const { cmcKey, sdcId, mrcNo, dvcId } = parsed.data.data.info;
  return { cmcKey, sdcId, mrcNo, deviceId: dvcId ?? null };
}
