/**
 * Sidebar categories that neither link nor collapse (spec/sidebars.md: dagsterPlus "Features" and
 * "Deployment", integrations "Libraries") render their label as text, not as an `<a>` without
 * `href`: such an anchor is not a link for crawlers (Lighthouse SEO "Links are not crawlable") nor
 * for assistive technology. Every other category renders as the theme's own component.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import {ThemeClassNames} from '@docusaurus/theme-common';

type Props = ComponentProps<typeof Category>;

export default function CategoryWrapper(props: Props): ReactNode {
  const {item, onItemClick, activePath, level} = props;
  if (item.collapsible || item.href) return <Category {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <div className="menu__list-item-collapsible">
        <span className="menu__link">{item.label}</span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} tabIndex={0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}
