// The master's sidebar is fixed (SPEC section 2). The browser draws it; the server seeds each new
// business's default tabs and activities from it, so a role is built by ticking the same pages.

/** One sidebar entry: a link (path) or a group (children). Icons are names looked up in menuIcons.tsx. */
export interface MenuEntry {
  label: string;
  icon?: string;
  /** Router path without the /bahi base, e.g. '/sales'. */
  path?: string;
  children?: MenuEntry[];
}

export const MASTER_MENU: MenuEntry[] = [
  { label: 'Dashboard', icon: 'dashboard', path: '/dashboard' },
  {
    label: 'Masters',
    icon: 'masters',
    children: [
      { label: 'Firm', icon: 'firm', path: '/firm' },
      { label: 'Category', icon: 'category', path: '/category' },
      { label: 'Unit', icon: 'unit', path: '/unit' },
      { label: 'Item', icon: 'item', path: '/item' },
      { label: 'Party', icon: 'party', path: '/party' },
      { label: 'Manufacturer', icon: 'manufacturer', path: '/manufacturer' },
      { label: 'Extra Charges', icon: 'extracharges', path: '/extracharges' },
      { label: 'Terms & Conditions', icon: 'tandc', path: '/tandc' },
      { label: 'Ledger', icon: 'ledger', path: '/ledger' },
    ],
  },
  {
    label: 'Sales',
    icon: 'sales',
    children: [
      { label: 'Quotation', icon: 'quotation', path: '/quotation' },
      { label: 'Delivery Challan', icon: 'deliverychallan', path: '/deliverychallan' },
      { label: 'DC Return', icon: 'return', path: '/deliverychallanreturn' },
      { label: 'Sales', icon: 'sales', path: '/sales' },
      { label: 'Sales Return', icon: 'return', path: '/salesreturn' },
    ],
  },
  {
    label: 'Purchase',
    icon: 'purchase',
    children: [
      { label: 'Purchase Order', icon: 'purchaseorder', path: '/purchaseorder' },
      { label: 'Purchase Challan', icon: 'deliverychallan', path: '/purchasechallan' },
      { label: 'Purchase Challan Return', icon: 'return', path: '/purchasechallanreturn' },
      { label: 'Purchase', icon: 'purchase', path: '/purchase' },
      { label: 'Purchase Return', icon: 'return', path: '/purchasereturn' },
    ],
  },
  {
    label: 'Accounts',
    icon: 'accounts',
    children: [
      { label: 'Payment', icon: 'payment', path: '/payment' },
      { label: 'Receipt', icon: 'receipt', path: '/receipt' },
      { label: 'Contra Voucher', icon: 'contravoucher', path: '/contravoucher' },
    ],
  },
  { label: 'Reports', icon: 'reports', path: '/reports' },
  {
    label: 'User Management',
    icon: 'users',
    children: [
      {
        label: 'Masters',
        icon: 'masters',
        children: [
          { label: 'Tab', icon: 'tab', path: '/tab' },
          { label: 'Activity', icon: 'activity', path: '/activity' },
          { label: 'Role Master', icon: 'role', path: '/role' },
          { label: 'Icon Master', icon: 'iconmaster', path: '/iconmaster' },
        ],
      },
      { label: 'Profile', icon: 'profile', path: '/profile' },
      {
        label: 'Office',
        icon: 'office',
        children: [
          { label: 'Type', icon: 'type', path: '/type' },
          { label: 'Branch', icon: 'branch', path: '/branch' },
          { label: 'Employee', icon: 'employee', path: '/employee' },
        ],
      },
    ],
  },
];
