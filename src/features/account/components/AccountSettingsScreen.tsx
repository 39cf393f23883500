/** The account area's settings page: the spec shows only this text (section 2.2). */
export function AccountSettingsScreen() {
  return <h1 style={{ fontSize: 24, marginTop: 0 }}>SETTINGS</h1>;
}
