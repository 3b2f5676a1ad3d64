# Unity builds: every module and test suite compiles its .cpp files in a few batches, one
# generated .cpp per batch that includes them. Most of a cold build went into compiling the same
# nlohmann_json and doctest templates again in every file (docs/hardening.md, Build times).
# CMake's own UNITY_BUILD writes absolute paths into the batch files, which would put the clone's
# folder into __FILE__ (doctest, assert) and miss the compiler cache in a fresh clone; these batch
# files include their sources by paths relative to themselves instead.
option(ARBITER_UNITY "Compile modules and test suites in batches of .cpp files (unity build)" ON)
set(ARBITER_UNITY_BATCH 8 CACHE STRING "At most this many .cpp files per unity batch")

# arbiter_unity(OUT NAME SOURCES...): OUT is SOURCES in balanced batches (generated files under
# build/unity/NAME/), or SOURCES unchanged when ARBITER_UNITY is off.
function(arbiter_unity out name)
  set(sources ${ARGN})
  list(LENGTH sources count)
  if(NOT ARBITER_UNITY OR count LESS 2)
    set(${out} ${sources} PARENT_SCOPE)
    return()
  endif()
  list(SORT sources)
  math(EXPR batches "(${count} + ${ARBITER_UNITY_BATCH} - 1) / ${ARBITER_UNITY_BATCH}")
  set(dir ${CMAKE_BINARY_DIR}/unity/${name})
  set(result)
  foreach(b RANGE 1 ${batches})
    set(content_${b} "")
    list(APPEND result ${dir}/unity_${b}.cpp)
  endforeach()
  set(i 0)
  foreach(src ${sources})
    math(EXPR b "${i} * ${batches} / ${count} + 1")
    file(RELATIVE_PATH rel ${dir} ${src})
    string(APPEND content_${b} "#include \"${rel}\"\n")
    math(EXPR i "${i} + 1")
  endforeach()
  foreach(b RANGE 1 ${batches})
    # Written only when the batch changes, so configuring again rebuilds nothing.
    file(CONFIGURE OUTPUT ${dir}/unity_${b}.cpp CONTENT "${content_${b}}" @ONLY)
  endforeach()
  set(${out} ${result} PARENT_SCOPE)
endfunction()

# arbiter_module(NAME DIR [DEPS...]): a core library from every .cpp in DIR (recursively).
# DEPS are other module names, or "json" for nlohmann_json. A folder without .cpp files yet
# becomes an interface library so the build stays green while a module grows.
function(arbiter_module name dir)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${dir}/*.cpp)
  set(deps)
  foreach(d ${ARGN})
    list(APPEND deps arbiter_${d})
  endforeach()
  if(sources)
    # Not for the page: it links only the objects of a module it uses, and a batch brings its
    # neighbours along (the importer's iostreams and locale: 28 KB brotli of the 700 KB budget).
    if(NOT ARBITER_WASM)
      arbiter_unity(sources ${name} ${sources})
    endif()
    add_library(arbiter_${name} STATIC ${sources})
    target_include_directories(arbiter_${name} PUBLIC ${CMAKE_SOURCE_DIR}/src)
    target_link_libraries(arbiter_${name} PUBLIC ${deps})
  else()
    add_library(arbiter_${name} INTERFACE)
    target_include_directories(arbiter_${name} INTERFACE ${CMAKE_SOURCE_DIR}/src)
    target_link_libraries(arbiter_${name} INTERFACE ${deps})
  endif()
endfunction()

# arbiter_test_suite(NAME DIR): a doctest binary from every .cpp in tests/DIR, linked to the
# whole core, registered with ctest. In the wasm build it runs under Node with the real
# filesystem (NODERAWFS), so the same suites read the same data files.
function(arbiter_test_suite name dir)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/${dir}/*.cpp)
  if(NOT sources)
    return()
  endif()
  arbiter_unity(sources test_${name} ${sources})
  add_executable(test_${name} ${sources})
  target_link_libraries(test_${name} PRIVATE arbiter_core arbiter_doctest arbiter_test_main)
  target_include_directories(test_${name} PRIVATE ${CMAKE_SOURCE_DIR}/tests)
  if(ARBITER_WASM)
    # -O1: no wasm-opt at link. Release's -O3 spent about 17 s per suite in it, and the suites
    # ran no faster (test_si 1.2 s either way); the code itself is still compiled -O3.
    target_link_options(test_${name} PRIVATE -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1
      -sTOTAL_STACK=5242880 -O1)
    add_test(NAME ${name} COMMAND node --no-experimental-fetch --stack-size=4000 $<TARGET_FILE:test_${name}>)
  else()
    add_test(NAME ${name} COMMAND test_${name})
  endif()
  set_tests_properties(${name} PROPERTIES WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
endfunction()
