import { useStore } from '@nanostores/react';
import { whatsappLoginEnabled } from '../../stores/login-modal';
import { $localeInfo } from '../../stores/state';

/**
 * The login methods this country offers: the messaging-app switch and the country's app_control_conf (spec §2).
 * The server renders with every method on (the store's initial value) and the browser follows the loaded config.
 */
export function useMethods(): { whatsapp: boolean; email: boolean } {
  const { currentCountry } = useStore($localeInfo, { ssr: 'initial' });
  const control = currentCountry?.app_control_conf?.control_list;
  return { whatsapp: whatsappLoginEnabled() && control?.whatsapp !== false, email: control?.email !== false };
}
