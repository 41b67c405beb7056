import { FEATURE_SWITCHES, type FeatureSwitch } from '@chalktalk/domain';
import { createContext, useContext } from 'react';

/** Spec 1 §6: feature switches hide routes and menu items. */
export type FeatureSwitches = Record<FeatureSwitch, boolean>;

export const ALL_FEATURES_ON: FeatureSwitches = {
  PlayDesigner: true,
  Roster: true,
  Schedule: true,
  TeamAdmin: true,
  Community: true,
  TeamDocuments: true,
};

const STORAGE_KEY = 'chalktalk.featuresOff';

/**
 * A developer's local override on top of the server's switches (features/remote-config): a switch listed in
 * localStorage['chalktalk.featuresOff'] = 'Community,Schedule' is off whatever the server says.
 */
export function loadFeatureSwitches(storage: Pick<Storage, 'getItem'>): FeatureSwitches {
  const off = (storage.getItem(STORAGE_KEY) ?? '').split(',').map((name) => name.trim());
  const switches = { ...ALL_FEATURES_ON };
  for (const name of FEATURE_SWITCHES) if (off.includes(name)) switches[name] = false;
  return switches;
}

export const FeatureSwitchesContext = createContext<FeatureSwitches>(ALL_FEATURES_ON);

export function useFeature(name: FeatureSwitch): boolean {
  return useContext(FeatureSwitchesContext)[name];
}
