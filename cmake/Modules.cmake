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
  add_executable(test_${name} ${sources} ${CMAKE_SOURCE_DIR}/tests/doctest_main.cpp
    ${CMAKE_SOURCE_DIR}/tests/test_paths.cpp)
  target_link_libraries(test_${name} PRIVATE arbiter_core arbiter_doctest)
  target_include_directories(test_${name} PRIVATE ${CMAKE_SOURCE_DIR}/tests)
  # Only test_paths.cpp gets the clone's absolute paths: a define on every source would make each
  # test object differ per clone and miss the compiler cache.
  set_source_files_properties(${CMAKE_SOURCE_DIR}/tests/test_paths.cpp PROPERTIES COMPILE_DEFINITIONS
    "ARBITER_SOURCE_DIR=\"${CMAKE_SOURCE_DIR}\";ARBITER_SHARED_DIR=\"${ARBITER_SHARED_DIR}\"")
  if(ARBITER_WASM)
    target_link_options(test_${name} PRIVATE -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1
      -sTOTAL_STACK=5242880)
    add_test(NAME ${name} COMMAND node --no-experimental-fetch --stack-size=4000 $<TARGET_FILE:test_${name}>)
  else()
    add_test(NAME ${name} COMMAND test_${name})
  endif()
  set_tests_properties(${name} PROPERTIES WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
endfunction()
