import { ApiError, ERR } from '../../src/shared/errors';
import { isOverlongPassword } from '../../src/shared/contract/rules';
import { rsaEncrypt } from './rsa';

/** A password field encrypted for the commerce API; 1101020 when it is longer than any valid password (spec §5). */
export async function encryptPassword(publicKeyPem: string, plain: string): Promise<string> {
  if (isOverlongPassword(plain)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: password');
  return rsaEncrypt(publicKeyPem, plain);
}
