/** The sidebar's "Place Your Order" submenu, word for word (docs/product.md §Client panel). */
export const NEW_ORDER_LINKS = [
  { label: 'Digitizing', to: '/clientpanel/neworder/Digitizing' },
  { label: 'Vector Graphics', to: '/clientpanel/neworder/Vector' },
  { label: 'Custom Patches', to: '/clientpanel/neworder/Patches' },
  { label: 'Custom Apparel', to: '/clientpanel/neworder/Custom Apparel' },
] as const;
