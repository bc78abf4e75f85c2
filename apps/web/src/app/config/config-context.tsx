import { createContext, type ReactNode, useContext } from 'react';
import type { AppConfig } from './load-web-config.ts';

const ConfigContext = createContext<AppConfig | undefined>(undefined);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

/** The runtime configuration loaded from `config.json`. */
export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider');
  return config;
}
