import { type Context, useContext } from 'react';

/**
 * For the screens under a layout route (its Outlet): what the layout's screen hands them
 * through `context`, such as the opener of a dialog it keeps on screen. A screen outside the
 * layout gets an error that names the hook it called.
 */
export function useLayoutValue<Value>(
  context: Context<Value | null>,
  hookName: string,
  layoutName: string,
): Value {
  const value = useContext(context);
  if (!value) throw new Error(`${hookName} is for the screens under ${layoutName}`);
  return value;
}
