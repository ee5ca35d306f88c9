// The server's texts (SPEC section 8) for a save whose answer carries no message of its own, shared by
// the generic form and the app's own forms; a module of its own so a form that only needs the words does
// not load the generic form (and its form library) with them.
export const SAVED_MESSAGE = 'Data Saved Successfully';
export const UPDATED_MESSAGE = 'Data Updated Successfully';
