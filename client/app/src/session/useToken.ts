import { useSyncExternalStore } from 'react';
import { getToken, onTokenChange } from './token';

export const useToken = (): string | null => useSyncExternalStore(onTokenChange, getToken, () => null);
