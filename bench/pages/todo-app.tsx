/**
 * A TodoMVC-style React app for the page-speed bench (bench/page-speed.bench.ts): a new-item
 * field, a list whose items toggle, edit on double-click and delete, a counter and filters.
 * Bundled by esbuild from the extension's own React.
 */
import { StrictMode, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';

interface Todo {
  id: number;
  title: string;
  done: boolean;
}
type Filter = 'all' | 'active' | 'done';

let nextId = 1;

function Item(props: {
  todo: Todo;
  onToggle(): void;
  onRename(title: string): void;
  onDelete(): void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.todo.title);
  const finish = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      props.onRename(draft.trim() || props.todo.title);
      setEditing(false);
    } else if (e.key === 'Escape') setEditing(false);
  };
  return (
    <li className={`${props.todo.done ? 'done' : ''} ${editing ? 'editing' : ''}`}>
      {editing ? (
        <input
          className="edit"
          autoFocus
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={finish}
          onBlur={() => setEditing(false)}
        />
      ) : (
        <div className="view">
          <input
            className="toggle"
            type="checkbox"
            checked={props.todo.done}
            onChange={props.onToggle}
          />
          <label onDoubleClick={() => (setDraft(props.todo.title), setEditing(true))}>
            {props.todo.title}
          </label>
          <button
            className="destroy"
            aria-label={`Delete ${props.todo.title}`}
            onClick={props.onDelete}
          >
            ×
          </button>
        </div>
      )}
    </li>
  );
}

function App() {
  const [todos, setTodos] = useState<Todo[]>([]);
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const update = (id: number, patch: Partial<Todo>) =>
    setTodos((list) => list.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  const shown = todos.filter((t) => filter === 'all' || (filter === 'done') === t.done);
  const left = todos.filter((t) => !t.done).length;
  return (
    <section className="todoapp">
      <h1>todos</h1>
      <input
        className="new-todo"
        placeholder="What needs to be done?"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !text.trim()) return;
          setTodos((list) => [...list, { id: nextId++, title: text.trim(), done: false }]);
          setText('');
        }}
      />
      <ul className="todo-list">
        {shown.map((todo) => (
          <Item
            key={todo.id}
            todo={todo}
            onToggle={() => update(todo.id, { done: !todo.done })}
            onRename={(title) => update(todo.id, { title })}
            onDelete={() => setTodos((list) => list.filter((t) => t.id !== todo.id))}
          />
        ))}
      </ul>
      <footer>
        <span className="count">{left} items left</span>
        {(['all', 'active', 'done'] as const).map((f) => (
          <button key={f} className={f === filter ? 'selected' : ''} onClick={() => setFilter(f)}>
            {f}
          </button>
        ))}
      </footer>
    </section>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
