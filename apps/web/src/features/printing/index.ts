/**
 * What other features may use of the printing feature: opening the new-document dialog of a group of
 * the Prints menu (the renewal's labels after renumbering). Anything not exported here is private.
 */
export { useOpenPrintDialog } from './components/print-dialog-provider.tsx';
