/** The collections' dialogs show above a post's detail, which is a dialog too. */
export const collectionDialogZIndex = 300;
