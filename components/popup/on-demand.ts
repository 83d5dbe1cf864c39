import { useEffect, useState } from 'react';

/**
 * A module split out of the popup's first load (a dynamic import: its own chunk), fetched
 * once something on screen may need it. `use()` starts the fetch after the first paint and
 * returns the module once it is there; until then, undefined.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const fetch = () => (loading ??= load().then((m) => (loaded = m)));
  return {
    fetch,
    use(): M | undefined {
      const [module, setModule] = useState(loaded);
      useEffect(() => {
        if (!module) void fetch().then(setModule);
      }, [module]);
      return module;
    },
  };
}
