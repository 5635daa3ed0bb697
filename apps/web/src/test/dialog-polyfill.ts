/**
 * jsdom has HTMLDialogElement without showModal() and close() (issue 12, D38): this gives web tests the
 * part of the browser's behaviour the Dialog primitive (ui/dialog.tsx) relies on. showModal() opens the
 * dialog on top of the others; Escape fires a cancelable `cancel` on the top one and closes it unless a
 * handler prevents that; close() removes `open` and fires `close` afterwards, as a browser does.
 */
const modals: HTMLDialogElement[] = [];

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
