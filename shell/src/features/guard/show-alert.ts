/** The spec says the guard shows an 'alert': one place, so tests can observe what members are told. */
export function showAlert(message: string): void {
  window.alert(message);
}
