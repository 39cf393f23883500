/**
 * What a component passes to an operation hook (src/features/<area>/api) to act on its outcome:
 * the operation layer reports results and errors, the component decides what the user sees.
 * Given to `useMutation` itself, so they run even when the component has gone meanwhile (a row
 * that disappears once it is deleted still says so).
 */
export type OperationCallbacks<TData = unknown, TVariables = void> = {
  /** Before the operation starts (a "starting..." toast). */
  onMutate?: (variables: TVariables) => void;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};
